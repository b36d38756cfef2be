// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/notification/CustomNotificationSettingsRepository.java
package corpus.openframe.data.repository.notification;

import corpus.openframe.data.document.notification.NotificationSettingGroup;

import java.util.Set;

public interface CustomNotificationSettingsRepository {

    void saveSettings(String userId, boolean enabled, Set<NotificationSettingGroup> mutedGroups);
}
