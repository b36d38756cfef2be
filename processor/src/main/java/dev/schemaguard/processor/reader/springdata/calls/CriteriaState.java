package dev.schemaguard.processor.reader.springdata.calls;

import com.sun.source.util.TreePath;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * One SDM {@code org.springframework.data.mongodb.core.query.Criteria} as the code builds it, with the same state: a
 * key, the chain of criteria that {@code and(key)} copies, the operators in the order put ({@code LinkedHashMap}:
 * an operator put again keeps its first place) and the value of {@code is}. Its methods change it as
 * {@code Criteria}'s do, and {@link #criteriaObject()} renders it as {@code getCriteriaObject()} does; where
 * {@code Criteria} throws, {@link NotFollowed} says so.
 */
final class CriteriaState implements CriteriaDefinition {

    private final String key;
    private final TreePath keyWhere;
    private final List<CriteriaState> chain;
    private final Map<String, Sent> operators = new LinkedHashMap<>();
    /** {@code isValue}; null while it is {@code NOT_SET}. */
    private Sent isValue;
    /** Whether a value is a {@code Pattern} or {@code BsonRegularExpression}, which goes under {@code $regex}. */
    private final Predicate<Sent> regex;

    private CriteriaState(String key, TreePath keyWhere, List<CriteriaState> chain, Predicate<Sent> regex) {
        this.key = key;
        this.keyWhere = keyWhere;
        this.chain = chain;
        this.regex = regex;
    }

    /** {@code new Criteria(key)}, {@code Criteria.where(key)}. */
    static CriteriaState where(String key, TreePath keyWhere, Predicate<Sent> regex) {
        CriteriaState c = new CriteriaState(key, keyWhere, new ArrayList<>(), regex);
        c.chain.add(c);
        return c;
    }

    /** {@code new Criteria()}: no key, an empty chain. */
    static CriteriaState keyless(Predicate<Sent> regex) {
        return new CriteriaState(null, null, new ArrayList<>(), regex);
    }

    @Override
    public String key() {
        return key;
    }

    /** {@code and(key)}: a new criteria on a copy of this chain. */
    CriteriaState and(String key, TreePath keyWhere) {
        CriteriaState c = new CriteriaState(key, keyWhere, new ArrayList<>(chain), regex);
        c.chain.add(c);
        return c;
    }

    /** {@code is(value)}: after {@code not()} an {@code $eq}; a second value throws. */
    void is(Sent value) {
        if (lastOperatorWasNot()) {
            operators.put("$eq", value);
            return;
        }
        if (isValue != null) {
            throw NotFollowed.thrownBySdm(
                    "SDM's Criteria.is throws InvalidMongoDbApiUsageException: \"Multiple 'is' values declared\"");
        }
        isValue = value;
    }

    /** An operator: {@code criteria.put(operator, value)}. */
    void put(String operator, Sent value) {
        operators.put(operator, value);
    }

    /** {@code not()}. */
    void not() {
        operators.put("$not", new Sent.PendingNot());
    }

    /** {@code regex(...)}: the pattern under {@code $not} right after {@code not()}, else the value of {@code is}. */
    void regex(Sent pattern) {
        if (lastOperatorWasNot()) {
            operators.put("$not", pattern);
        } else {
            isValue = pattern;
        }
    }

    /** {@code maxDistance}, {@code minDistance}: merged into a {@code $near} or {@code $nearSphere} if there is one. */
    void distance(String operator, Sent value) {
        if (!operators.containsKey("$near") && !operators.containsKey("$nearSphere")) {
            operators.put(operator, value);
        }
    }

    /**
     * {@code Criteria}'s or-, and- and norOperator: the criteria objects as they are now, in a new chain element
     * {@code new Criteria("$or").is(list)}.
     */
    void combine(String operator, List<CriteriaState> criteria) {
        List<Sent.Document> documents = new ArrayList<>();
        for (CriteriaState c : criteria) {
            documents.add(c.criteriaObject());
        }
        CriteriaState element = where(operator, null, regex);
        element.isValue = new Sent.Clauses(documents);
        if (lastOperatorWasNot()) {
            throw new NotFollowed(
                    "SDM's Criteria throws IllegalArgumentException: \"operator $not is not allowed around"
                            + " criteria chain element\"");
        }
        chain.add(element);
    }

    private boolean lastOperatorWasNot() {
        String last = null;
        for (String k : operators.keySet()) {
            last = k;
        }
        return "$not".equals(last);
    }

    @Override
    public Sent.Document criteriaObject() {
        if (chain.size() == 1) {
            return chain.get(0).singleCriteriaObject();
        }
        if (chain.isEmpty() && !operators.isEmpty()) {
            return singleCriteriaObject();
        }
        Sent.Document out = new Sent.Document();
        for (CriteriaState c : chain) {
            for (Sent.Member m : c.singleCriteriaObject().members()) {
                Sent.Member existing = out.get(m.key());
                // setValue: Document.get gives null for a key whose value is null, which is then replaced
                if (existing != null && !(existing.value() instanceof Sent.Null)) {
                    throw NotFollowed.thrownBySdm(
                            "SDM's Criteria.getCriteriaObject throws InvalidMongoDbApiUsageException:"
                                    + " \"you can't add a second '" + m.key() + "' expression\"");
                }
                out.put(m.key(), m.where(), m.value());
            }
        }
        return out;
    }

    /** {@code getSingleCriteriaObject()}. */
    private Sent.Document singleCriteriaObject() {
        Sent.Document document = new Sent.Document();
        boolean not = false;
        for (Map.Entry<String, Sent> entry : operators.entrySet()) {
            if (not) {
                document.put("$not", null, Sent.Document.of(entry.getKey(), entry.getValue()));
                not = false;
            } else if (entry.getKey().equals("$not") && entry.getValue() instanceof Sent.PendingNot) {
                not = true;
            } else {
                document.put(entry.getKey(), null, entry.getValue());
            }
        }
        // StringUtils.hasText(key)
        if (key == null || key.isBlank()) {
            return not ? Sent.Document.of("$not", document) : document;
        }
        Sent.Document criteria = new Sent.Document();
        if (isValue != null) {
            if (document.isEmpty()) {
                criteria.put(key, keyWhere, isValue);
            } else {
                document.put(regex.test(isValue) ? "$regex" : "$eq", null, isValue);
                criteria.put(key, keyWhere, document);
            }
        } else {
            criteria.put(key, keyWhere, document);
        }
        return criteria;
    }
}
