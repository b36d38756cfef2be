package corpus.grasscutter.data.excels.avatar;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/data/excels/avatar/AvatarSkillDepotData.java (not part of the model: the model names it on a transient field or an unsaved property)
public class AvatarSkillDepotData { }
