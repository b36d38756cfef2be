// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/composite/key/data/TicketId.java
package corpus.baeldungbootmongo2.boot.composite.key.data;


public class TicketId {
  private String venue;
  private String date;
}
