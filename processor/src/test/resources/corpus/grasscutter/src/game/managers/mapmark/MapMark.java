package corpus.grasscutter.game.managers.mapmark;

import dev.morphia.annotations.Entity;
import corpus.grasscutter.game.world.Position;
import corpus.grasscutter.net.proto.MapMarkFromTypeOuterClass.MapMarkFromType;
import corpus.grasscutter.net.proto.MapMarkPointTypeOuterClass.MapMarkPointType;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/managers/mapmark/MapMark.java
@Entity
public class MapMark {
    private int sceneId;
    private String name;
    private Position position;
    private MapMarkPointType mapMarkPointType;
    private int monsterId;
    private MapMarkFromType mapMarkFromType;
    private int questId;

    public MapMark() {
    }
}
