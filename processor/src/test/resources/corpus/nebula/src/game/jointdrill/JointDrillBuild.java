package corpus.nebula.game.jointdrill;

// Melledy/Nebula: stand-in for the project's .game.jointdrill.JointDrillBuild (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class JointDrillBuild { }
