package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.MongoCommandException;
import com.mongodb.ServerAddress;
import com.mongodb.client.MongoDatabase;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import org.bson.BsonDocument;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.Test;

/**
 * When the bootstrap sends a commitQuorum: on the answers of servers that the tests cannot start
 * (a replica set, a mongos, MongoDB 4.4.0), given by a database that answers only hello and isMaster.
 */
class CommitQuorumTest {

    private static final String NOT_FOUND = "{ok: 0, code: 59, codeName: 'CommandNotFound', errmsg: 'no such command'}";

    @Test
    void aReplicaSetMemberOfMongoDb44OrLaterGetsIt() {
        assertAccepted(Map.of("hello", "{ok: 1, maxWireVersion: 21, setName: 'rs0', isWritablePrimary: true}"));
        assertAccepted(Map.of("hello", "{ok: 1, maxWireVersion: 9, setName: 'rs0'}"));
    }

    /** A mongos passes it on to its shards: jstests/sharding/set_index_commit_quorum_through_mongos.js. */
    @Test
    void aMongosGetsIt() {
        assertAccepted(Map.of("hello", "{ok: 1, maxWireVersion: 21, msg: 'isdbgrid'}"));
    }

    /** MongoDB 4.4.0 and 4.4.1 accept commitQuorum but answer hello with CommandNotFound (hello came in 4.4.2, SERVER-49986). */
    @Test
    void aServerThatKnowsOnlyIsMasterIsAskedByThatName() {
        assertAccepted(
                Map.of("hello", NOT_FOUND, "isMaster", "{ok: 1, ismaster: true, maxWireVersion: 9, setName: 'rs0'}"));
    }

    @Test
    void aStandaloneServerDoesNotGetItAndANoteSaysWhy() {
        assertRefused(
                Map.of("hello", "{ok: 1, maxWireVersion: 21, isWritablePrimary: true}"),
                "db: commitQuorum not sent: the server is neither a replica set member nor a mongos");
    }

    @Test
    void aServerBeforeMongoDb44DoesNotGetItAndANoteSaysWhy() {
        assertRefused(
                Map.of("hello", "{ok: 1, maxWireVersion: 8, setName: 'rs0'}"),
                "db: commitQuorum not sent: the server's wire version 8 is below 9 (MongoDB 4.4)");
        assertRefused(
                Map.of("hello", NOT_FOUND, "isMaster", "{ok: 1, ismaster: true, maxWireVersion: 8}"),
                "db: commitQuorum not sent: the server's wire version 8 is below 9 (MongoDB 4.4)");
    }

    @Test
    void aServerThatAnswersNeitherDoesNotGetItAndANoteSaysWhy() {
        assertRefused(
                Map.of("hello", NOT_FOUND, "isMaster", NOT_FOUND),
                "db: commitQuorum not sent: the server answered neither hello nor isMaster");
    }

    private static void assertAccepted(Map<String, String> answers) {
        Report report = new Report(true);
        assertTrue(Bootstrap.supportsCommitQuorum(answering(answers), report), answers.toString());
        assertEquals(List.of(), report.notes());
    }

    private static void assertRefused(Map<String, String> answers, String note) {
        Report report = new Report(true);
        assertFalse(Bootstrap.supportsCommitQuorum(answering(answers), report), answers.toString());
        assertEquals(List.of(note), report.notes());
    }

    /** A database named "db" that answers the given commands (an answer with ok: 0 is thrown as the driver does). */
    private static MongoDatabase answering(Map<String, String> answers) {
        return (MongoDatabase) Proxy.newProxyInstance(
                CommitQuorumTest.class.getClassLoader(),
                new Class<?>[] {MongoDatabase.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("getName")) {
                        return "db";
                    }
                    if (method.getName().equals("runCommand") && args.length == 2 && args[0] instanceof Bson command) {
                        String name = command.toBsonDocument().getFirstKey();
                        BsonDocument answer = BsonDocument.parse(answers.getOrDefault(name, NOT_FOUND));
                        if (answer.getNumber("ok").intValue() == 0) {
                            throw new MongoCommandException(answer, new ServerAddress());
                        }
                        return answer;
                    }
                    throw new UnsupportedOperationException(method.toString());
                });
    }
}
