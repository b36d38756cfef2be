package corpus.grasscutter.game.props;

// Grasscutters/Grasscutter: stand-in for the project's .game.props.BattlePassMissionStatus (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public enum BattlePassMissionStatus { A, B; }
