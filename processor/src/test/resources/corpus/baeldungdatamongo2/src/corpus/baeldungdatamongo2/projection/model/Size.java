// eugenp/tutorials: persistence-modules/spring-data-mongodb-2/src/main/java/com/baeldung/projection/model/Size.java
package corpus.baeldungdatamongo2.projection.model;


public class Size {
  private Double height;
  private Double width;
  private String uom;
}
