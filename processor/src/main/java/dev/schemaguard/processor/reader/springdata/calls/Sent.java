package dev.schemaguard.processor.reader.springdata.calls;

import com.sun.source.util.TreePath;
import dev.schemaguard.processor.query.RegexShape;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A value of the {@code org.bson.Document} that SDM's {@code Criteria.getCriteriaObject()} and
 * {@code Query.getQueryObject()} build, as far as the code tells it: the Java expressions passed stay expressions, and
 * {@code QueryMapper} then converts them for the driver's codecs ({@link SentFilters} reads them).
 */
sealed interface Sent {

    /** The value of a Java expression passed to {@code is}, {@code gt}, {@code exists}, ... */
    record Value(TreePath expression) implements Sent {
        public Value {
            Objects.requireNonNull(expression, "expression");
        }
    }

    /** {@code null}, as {@code isNull()} passes it. */
    record Null() implements Sent {}

    /** The values of {@code in}, {@code nin} and {@code all}: those written in place, or empty when given at run time. */
    record Values(Optional<List<TreePath>> elements, TreePath collection) implements Sent {}

    /** The {@code Pattern} that {@code regex(String, String)} compiles ({@code Criteria.toPattern}). */
    record Regex(RegexShape shape) implements Sent {}

    /** A value SDM computes itself ({@code $type} numbers, {@code $mod} pairs, geo commands): only its operator counts. */
    record Computed(String what) implements Sent {}

    /** The operand of {@code $text} that SDM's {@code TextCriteria} writes: only its operator counts. */
    record Text() implements Sent {}

    /** {@code not()}: the {@code $not} key with a null value, which wraps the operator put after it. */
    record PendingNot() implements Sent {}

    /** The criteria objects of {@code orOperator}, {@code andOperator} or {@code norOperator}, taken when called. */
    record Clauses(List<Document> documents) implements Sent {
        public Clauses {
            documents = List.copyOf(documents);
        }
    }

    /**
     * A document: a criteria object or an operator document. {@code put} keeps a key's first place and its last value,
     * as {@code Document.put} does.
     */
    final class Document implements Sent {
        private final Map<String, Member> members = new LinkedHashMap<>();

        static Document of(String key, Sent value) {
            Document d = new Document();
            d.put(key, null, value);
            return d;
        }

        /** @param where the expression that writes the key, or null for an operator SDM writes */
        void put(String key, TreePath where, Sent value) {
            members.put(key, new Member(key, where, value));
        }

        void putAll(Document other) {
            other.members.values().forEach(m -> members.put(m.key(), m));
        }

        Member get(String key) {
            return members.get(key);
        }

        boolean isEmpty() {
            return members.isEmpty();
        }

        List<Member> members() {
            return List.copyOf(members.values());
        }
    }

    /** One key of a document and where the code writes it. */
    record Member(String key, TreePath where, Sent value) {}
}
