package corpus.grasscutter.game.mail;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/game/mail/MailHandler.java (not part of the model: the model names it on a transient field or an unsaved property)
public class MailHandler { }
