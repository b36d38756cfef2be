package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a linkage error says the driver lacks, from the messages the JVM writes (JDK 11 and later
 * quote the method with its return type; NoClassDefFoundError names the class with slashes); and
 * that no linkage error of one collection's work leaves the run. DriverVersionsTest runs the same
 * with the real older drivers.
 */
class DriverFeatureTest {

    @Test
    void aMissingMethodNamesItsFeatureAndTheFirstDriverThatHasIt() {
        assertEquals(
                "hidden indexes (IndexOptions.hidden), which mongodb-driver-sync 4.1 and later have (NoSuchMethodError: "
                        + "'com.mongodb.client.model.IndexOptions com.mongodb.client.model.IndexOptions.hidden(boolean)')",
                DriverFeature.describe(
                        new NoSuchMethodError(
                                "'com.mongodb.client.model.IndexOptions com.mongodb.client.model.IndexOptions.hidden(boolean)'")));
        assertEquals(
                "time series collections (CreateCollectionOptions.timeSeriesOptions, expireAfter), which "
                        + "mongodb-driver-sync 4.3 and later have (NoSuchMethodError: 'com.mongodb.client.model.CreateCollectionOptions "
                        + "com.mongodb.client.model.CreateCollectionOptions.expireAfter(java.lang.Long, java.util.concurrent.TimeUnit)')",
                DriverFeature.describe(
                        new NoSuchMethodError(
                                "'com.mongodb.client.model.CreateCollectionOptions "
                                        + "com.mongodb.client.model.CreateCollectionOptions.expireAfter(java.lang.Long, java.util.concurrent.TimeUnit)'")));
    }

    @Test
    void theBucketSettingsAreNotMistakenForTimeSeriesThemselves() {
        assertEquals(
                "time series bucket settings (TimeSeriesOptions.bucketMaxSpan, bucketRounding), which mongodb-driver-sync "
                        + "4.10 and later have (NoSuchMethodError: 'com.mongodb.client.model.TimeSeriesOptions "
                        + "com.mongodb.client.model.TimeSeriesOptions.bucketMaxSpan(java.lang.Long, java.util.concurrent.TimeUnit)')",
                DriverFeature.describe(
                        new NoSuchMethodError(
                                "'com.mongodb.client.model.TimeSeriesOptions "
                                        + "com.mongodb.client.model.TimeSeriesOptions.bucketMaxSpan(java.lang.Long, java.util.concurrent.TimeUnit)'")));
        assertEquals(
                "time series collections (CreateCollectionOptions.timeSeriesOptions, expireAfter), which mongodb-driver-sync "
                        + "4.3 and later have (NoClassDefFoundError: com/mongodb/client/model/TimeSeriesOptions)",
                DriverFeature.describe(new NoClassDefFoundError("com/mongodb/client/model/TimeSeriesOptions")));
    }

    @Test
    void aSchemaClassWhoseInitializerFailedIsReportedWithItsCause() {
        ExceptionInInitializerError error = new ExceptionInInitializerError(new NoSuchMethodError(
                "'com.mongodb.client.model.IndexOptions com.mongodb.client.model.IndexOptions.hidden(boolean)'"));
        assertEquals(
                "hidden indexes (IndexOptions.hidden), which mongodb-driver-sync 4.1 and later have (ExceptionInInitializerError, "
                        + "caused by NoSuchMethodError: 'com.mongodb.client.model.IndexOptions com.mongodb.client.model.IndexOptions.hidden(boolean)')",
                DriverFeature.describe(error));
    }

    @Test
    void anotherLinkageErrorIsNamedAsItIs() {
        assertEquals(
                "an API of the driver that the driver on the class path lacks (NoSuchMethodError: "
                        + "'com.mongodb.client.ListCollectionNamesIterable com.mongodb.client.MongoDatabase.listCollectionNames()')",
                DriverFeature.describe(
                        new NoSuchMethodError(
                                "'com.mongodb.client.ListCollectionNamesIterable com.mongodb.client.MongoDatabase.listCollectionNames()'")));
    }

    @Test
    void aLinkageErrorInOneCollectionsWorkFailsThatCollectionOnly() {
        List<Target> targets = List.of(Schemas.animal(), Schemas.pet());
        for (int concurrency : new int[] {1, 8}) {
            List<Report> reports;
            try (CollectionTasks tasks = new CollectionTasks("zoo", concurrency, targets.size(), true)) {
                reports = tasks.each(targets, target -> {
                    if (target.collection().equals("animals")) {
                        throw new NoSuchMethodError("'boolean com.mongodb.client.model.IndexOptions.isHidden()'");
                    }
                    Report report = new Report(true);
                    report.createdCollections.add("zoo." + target.collection());
                    return report;
                });
            }
            assertEquals(
                    List.of(
                            "zoo.animals: the driver on the class path lacks hidden indexes (IndexOptions.hidden), which "
                                    + "mongodb-driver-sync 4.1 and later have (NoSuchMethodError: 'boolean com.mongodb.client.model.IndexOptions"
                                    + ".isHidden()')"),
                    reports.get(0).failures(),
                    "concurrency " + concurrency);
            assertEquals(List.of("zoo.pets"), reports.get(1).createdCollections(), "concurrency " + concurrency);
        }
    }
}
