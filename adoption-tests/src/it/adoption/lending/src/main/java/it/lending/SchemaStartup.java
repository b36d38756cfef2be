package it.lending;

import dev.schemaguard.runtime.Options;
import dev.schemaguard.runtime.Report;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.stereotype.Component;

/** The startup code of docs/guide/adopting.md ("Apply at startup"): the collections and indexes, once the application is up. */
@Component
public class SchemaStartup implements ApplicationRunner {

    private static final Logger log = LoggerFactory.getLogger(SchemaStartup.class);

    private final MongoTemplate mongo;

    public SchemaStartup(MongoTemplate mongo) {
        this.mongo = mongo;
    }

    @Override
    public void run(ApplicationArguments args) {
        Report report = SchemaBootstrap.apply(mongo.getDb(), Options.defaults().commitQuorum("majority"));
        log.info("schemaguard: {}", report);
        if (!report.conflicts().isEmpty() || !report.failures().isEmpty()) {
            log.warn("schemaguard: some indexes were not built; see the report above");
        }
    }
}
