// protegeproject/webprotege-backend-service: src/main/java/edu/stanford/protege/webprotege/app/ApplicationPreferences.java
package corpus.webprotege.app;

import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "ApplicationPreferences")
public class ApplicationPreferences {
  public static final String ID = "Preferences";
  private String id;
  private String applicationName;
  private String systemNotificationEmailAddress;
  private ApplicationLocation applicationLocation;
  private long maxUploadSize;
}
