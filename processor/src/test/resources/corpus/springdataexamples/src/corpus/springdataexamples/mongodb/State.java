// spring-projects/spring-data-examples: mongodb/transactions/src/main/java/example/springdata/mongodb/State.java
package corpus.springdataexamples.mongodb;


public enum State {
  CREATED, ACTIVE, DONE;
}
