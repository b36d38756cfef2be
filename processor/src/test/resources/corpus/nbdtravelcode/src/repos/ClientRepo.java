package corpus.nbdtravelcode.repos;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoIterable;
import com.mongodb.client.model.Filters;
import org.bson.conversions.Bson;
import corpus.nbdtravelcode.model.Client;

import java.util.ArrayList;

import static com.mongodb.client.model.Filters.eq;

// 242370/NBD: src/main/java/org/nbd/repos/ClientRepo.java
public class ClientRepo extends AbstractMongoRepo implements IRepo<Client> {
    private final String collectionName = "clients";
    private final MongoCollection<Client> clients;

    public ClientRepo() {
        super.initDbConnection();

        MongoIterable<String> list = this.getDatabase().listCollectionNames();
        for (String name : list) {
            if (name.equals(collectionName)) {
                this.getDatabase().getCollection(name).drop();
                break;
            }
        }

        this.getDatabase().createCollection(collectionName);

        this.clients = this.getDatabase().getCollection(collectionName, Client.class);
    }

    public void add(Client client) {
        this.clients.insertOne(client);
    }

    public Client getByID(int id) {
        return this.clients.find(eq("id", id))
                .into(new ArrayList<>()).get(0);
    }

    public void remove(int id) {
        Bson filter = Filters.eq("id", id);

        this.clients.findOneAndDelete(filter);
    }

    public long getSize() {
        return clients.countDocuments();
    }
}