package corpus.grasscutter.net.proto;

// Grasscutters/Grasscutter: stand-in for the generated protobuf class emu.grasscutter.net.proto.AchievementOuterClass
// (an achievement stores its Achievement.Status enum by name)
public class AchievementOuterClass {

    public static class Achievement {

        public enum Status {
            STATUS_INVALID, STATUS_UNFINISHED, STATUS_FINISHED, STATUS_REWARD_TAKEN
        }
    }
}
