package dev.schemaguard.processor.corpus;

import com.mongodb.client.MongoClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a framework did with a corpus project's classes: whether it accepted them (mapped them and created their
 * indexes, in the database it was given), which classes it stores in a collection and where, and where what it
 * writes differs from schemaguard's model.
 */
final class FrameworkOutcome {

    /** Runs one framework on a project's compiled classes, creating its indexes in {@code database}. */
    interface Run {
        FrameworkOutcome run(CorpusBuild build, MongoClient client, String database) throws Exception;
    }

    /** The framework's exception when it refused the model, or {@code null} when it accepted it. */
    String refusal;
    /** Each class the framework stores in a collection (canonical name), with its collection. */
    final Map<String, String> documents = new TreeMap<>();
    /** Each disagreement with schemaguard's model, by a key that stays the same from run to run, with its detail. */
    final Map<String, String> disagreements = new TreeMap<>();
    /** What could not be tried (an instance that cannot be filled), printed only. */
    final List<String> notes = new ArrayList<>();

    void disagree(String key, Object framework, Object schemaguard) {
        if (!framework.equals(schemaguard)) {
            disagreements.put(key, "framework " + framework + "\n    schemaguard " + schemaguard);
        }
    }
}
