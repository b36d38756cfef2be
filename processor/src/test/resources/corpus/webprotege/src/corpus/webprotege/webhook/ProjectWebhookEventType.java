// protegeproject/webprotege-backend-service: stand-in for webprotege-backend-api's edu/stanford/protege/webprotege/webhook/ProjectWebhookEventType (same package, not in this repository)
package corpus.webprotege.webhook;

public enum ProjectWebhookEventType {
  PROJECT_CHANGED, COMMENT_POSTED
}
