package corpus.nebula.data.resources;

// Melledy/Nebula: stand-in for src/main/java/emu/nebula/data/resources/CharacterDef.java (the model names it on a transient field or a property it does not store)
public class CharacterDef { }
