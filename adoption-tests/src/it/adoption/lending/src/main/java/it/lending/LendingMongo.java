package it.lending;

import com.mongodb.client.MongoClient;
import java.util.List;
import java.util.Set;
import org.springframework.data.mapping.model.SnakeCaseFieldNamingStrategy;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.SimpleMongoClientDatabaseFactory;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

/**
 * The template as Spring Boot builds it for this application, whose application.properties say
 * {@code spring.data.mongodb.field-naming-strategy=org.springframework.data.mapping.model.SnakeCaseFieldNamingStrategy}:
 * the compiler gets the same strategy with {@code -Aschemaguard.springData.fieldNamingStrategy}.
 * Automatic index creation stays off, Spring Data's default since 3.0.
 */
public final class LendingMongo {

    public static final String DATABASE = "lending";
    public static final Set<Class<?>> DOCUMENTS = Set.of(Book.class, BookCard.class, Loan.class, Member.class);

    private LendingMongo() {
    }

    public static MongoTemplate template(MongoClient client) {
        return template(client, DOCUMENTS);
    }

    /** A template whose mapping context knows {@code documents} only. */
    public static MongoTemplate template(MongoClient client, Set<Class<?>> documents) {
        MongoCustomConversions conversions = new MongoCustomConversions(List.of());
        MongoMappingContext context = new MongoMappingContext();
        context.setFieldNamingStrategy(new SnakeCaseFieldNamingStrategy());
        context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        context.setInitialEntitySet(documents);
        context.afterPropertiesSet();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.setCustomConversions(conversions);
        converter.afterPropertiesSet();
        return new MongoTemplate(new SimpleMongoClientDatabaseFactory(client, DATABASE), converter);
    }
}
