// spring-projects/spring-data-examples: mongodb/aggregation/src/main/java/example/springdata/mongodb/aggregation/LineItem.java
package corpus.springdataexamples.mongodb.aggregation;


public record LineItem(String caption, double price, int quantity) {
}
