// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/onboarding/TenantOnboardingStep.java
package corpus.openframe.data.document.onboarding;


public enum TenantOnboardingStep {
  MSP_SETUP, CUSTOMERS_SETUP, DEVICE_MANAGEMENT, MEET_MINGO;
}
