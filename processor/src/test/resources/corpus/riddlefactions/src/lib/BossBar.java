package corpus.riddlefactions.lib;

// Riddlebit/RiddleFactions: stand-in for Bukkit's org.bukkit.boss.BossBar (on a transient field only)
public interface BossBar {
}
