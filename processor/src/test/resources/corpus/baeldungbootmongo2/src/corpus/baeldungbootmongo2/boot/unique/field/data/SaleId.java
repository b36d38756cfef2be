// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/unique/field/data/SaleId.java
package corpus.baeldungbootmongo2.boot.unique.field.data;


public class SaleId {
  private Long item;
  private String date;
}
