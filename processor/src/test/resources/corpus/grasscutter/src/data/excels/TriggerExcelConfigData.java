package corpus.grasscutter.data.excels;

import corpus.grasscutter.data.GameResource;
import lombok.Getter;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/data/excels/TriggerExcelConfigData.java (@ResourceType dropped: the resource loader's)
@Getter
public class TriggerExcelConfigData extends GameResource {
    @Getter private int id;
    private int sceneId;
    private int groupId;
    private String triggerName;
}
