// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/rmm/ScriptShell.java
package corpus.openframe.data.document.rmm;


public enum ScriptShell {
  POWERSHELL, CMD, BASH, PYTHON, NUSHELL, SHELL;
}
