// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/onboarding/UserOnboardingStep.java
package corpus.openframe.data.document.onboarding;


public enum UserOnboardingStep {
  MEET_MINGO, TICKETS, SCRIPTING, MONITORING, LOGGING, KNOWLEDGE_MANAGEMENT;
}
