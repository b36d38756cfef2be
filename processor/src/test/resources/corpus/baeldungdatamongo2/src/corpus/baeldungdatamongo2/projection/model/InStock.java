// eugenp/tutorials: persistence-modules/spring-data-mongodb-2/src/main/java/com/baeldung/projection/model/InStock.java
package corpus.baeldungdatamongo2.projection.model;


public class InStock {
  private String wareHouse;
  private Integer quantity;
}
