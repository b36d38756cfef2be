package corpus.nebula.game.tower.room;

// Melledy/Nebula: stand-in for src/main/java/emu/nebula/game/tower/room/StarTowerBaseRoom.java (the model names it on a transient field or a property it does not store)
public class StarTowerBaseRoom { }
