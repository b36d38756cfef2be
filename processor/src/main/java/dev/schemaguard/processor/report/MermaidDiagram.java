package dev.schemaguard.processor.report;

import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The Mermaid {@code classDiagram} of one database: a class per collection (its top-level stored
 * fields, and its kind as a stereotype), a class per embedded type, composition ({@code *--}) from
 * each owner to what it embeds with the number of values it holds ({@code 0..3}: a {@code @Bounded}
 * list, {@code *}: unbounded), and an association ({@code -->}) from the owner of a reference to
 * the referenced collection with how many targets it names ({@code 1}: one id, {@code 0..50}, {@code *}).
 * An extended reference is the composition of its summary, whose dependency ({@code ..>}) points at
 * the target. A class diagram and not an entity-relationship one: {@code erDiagram} has no
 * composition, and its cardinalities stop at "many", where a bound is what matters here.
 */
final class MermaidDiagram {

    private final List<ReportedDocument> database;
    private final List<ReportedDocument> all;
    /** Node id by what it stands for: "c:" + collection, "e:" + type key, "x:" + class elsewhere. */
    private final Map<String, String> ids = new TreeMap<>();

    private final Set<String> taken = new TreeSet<>();

    private MermaidDiagram(List<ReportedDocument> database, List<ReportedDocument> all) {
        this.database = database;
        this.all = all;
    }

    /** @param database the documents of one database, in report order; {@code all} those of every database */
    static String of(List<ReportedDocument> database, List<ReportedDocument> all) {
        return new MermaidDiagram(database, all).render();
    }

    private String render() {
        List<String> nodes = new ArrayList<>();
        Set<String> edges = new TreeSet<>();
        Map<String, TypeModel> embedded = new TreeMap<>();
        for (ReportedDocument document : database) {
            DocumentModel model = document.model();
            String id = id("c:" + model.collection() + ":" + model.qualifiedName(), model.collection());
            List<TypeModel> own = new ArrayList<>();
            own.add(model.root());
            own.addAll(model.subtypes());
            Set<String> ownKeys = new TreeSet<>();
            own.forEach(t -> ownKeys.add(t.key()));
            nodes.add(collectionNode(id, model, own));
            for (TypeModel type : own) {
                edges(id, type, model, edges);
            }
            for (TypeModel type : model.types().values()) {
                if (!ownKeys.contains(type.key())) {
                    embedded.putIfAbsent(type.key(), type);
                    String typeId = id("e:" + type.key(), StoredField.displayName(type.key()));
                    edges(typeId, type, model, edges);
                    for (String sub : type.subtypes()) {
                        edges.add("  " + typeId + " <|-- " + id("e:" + sub, StoredField.displayName(sub)));
                    }
                }
            }
        }
        for (TypeModel type : embedded.values()) {
            nodes.add(node(
                    id("e:" + type.key(), StoredField.displayName(type.key())),
                    StoredField.displayName(type.key()),
                    "embedded",
                    members(List.of(type))));
        }
        StringBuilder out = new StringBuilder("classDiagram\n  direction LR\n");
        nodes.forEach(out::append);
        extraNodes.forEach(out::append);
        edges.forEach(e -> out.append(e).append('\n'));
        return out.toString();
    }

    private final List<String> extraNodes = new ArrayList<>();

    private String collectionNode(String id, DocumentModel model, List<TypeModel> own) {
        List<String> members = members(own);
        Optional<String> shardKey = shardKeyOf(model);
        shardKey.ifPresent(key -> members.add(0, "shard key " + key));
        String kind = model.collectionOptions().timeSeries() != null
                ? "time series"
                : model.collectionOptions().capped() != null
                        ? "capped"
                        : shardKey.isPresent() ? "sharded" : "collection";
        return node(id, model.collection(), kind, members);
    }

    /**
     * The shard key in stored paths, as {@code customerId 1, placedAt 1}: Mermaid reads braces in a
     * class body as its end, so the key document's own syntax cannot be shown there.
     */
    private static Optional<String> shardKeyOf(DocumentModel model) {
        if (model.shardKey() == null) {
            return Optional.empty();
        }
        StringBuilder key = new StringBuilder();
        for (IndexKey part : model.shardKey().keys()) {
            key.append(key.length() == 0 ? "" : ", ")
                    .append(part.effectivePath())
                    .append(' ')
                    .append(part.type().suffix() != null ? part.type().suffix() : part.suffix());
        }
        return Optional.of(
                key.append(model.shardKey().unique() ? " unique" : "").toString());
    }

    private static List<String> members(List<TypeModel> types) {
        Map<String, String> byName = new LinkedHashMap<>();
        for (TypeModel type : types) {
            for (FieldModel field : type.fields()) {
                Long limit = field.limit();
                String bound = limit == null || field.type().boundUnit() == null ? "" : " max " + limit;
                byName.putIfAbsent(
                        field.storedName(), memberType(field.type()) + " " + text(field.storedName()) + bound);
            }
        }
        return new ArrayList<>(byName.values());
    }

    /** A member's type in Mermaid's notation, whose generics are written with tildes: {@code array~string~}. */
    private static String memberType(ValueType type) {
        if (type.isContainer() && !type.isByteArray()) {
            return (type.bson() == BsonType.MAP ? "map" : "array") + "~" + memberType(type.element()) + "~";
        }
        return switch (type.bson()) {
            case DOCUMENT -> text(TypeModel.simpleNameOf(type.typeKey().replaceAll("<.*", "")));
            case DBREF -> "dbref";
            case ANY -> "any";
            default -> StoredField.alias(type);
        };
    }

    private static String node(String id, String label, String stereotype, List<String> members) {
        StringBuilder out = new StringBuilder("  class ")
                .append(id)
                .append("[\"")
                .append(label(label))
                .append("\"] {\n");
        out.append("    <<").append(stereotype).append(">>\n");
        for (String member : members) {
            out.append("    ").append(member).append('\n');
        }
        return out.append("  }\n").toString();
    }

    /** The composition and reference edges from a type's fields, drawn from the node {@code from}. */
    private void edges(String from, TypeModel type, DocumentModel model, Set<String> edges) {
        for (FieldModel field : type.fields()) {
            String label = " : " + text(field.storedName());
            String count = cardinality(References.maxCount(field));
            String innerKey = field.type().innermost().typeKey();
            if (innerKey != null && model.types().containsKey(innerKey)) {
                String to = id("e:" + innerKey, StoredField.displayName(innerKey));
                edges.add("  " + from + " *-- \"" + count + "\" " + to + label);
                if (field.isReference()) {
                    edges.add("  " + to + " ..> \"1\" " + target(field) + " : summary of");
                }
            } else if (field.isReference()) {
                edges.add("  " + from + " --> \"" + count + "\" " + target(field) + label);
            }
        }
    }

    /** The node of a reference's target: its collection's, or one for a class outside this database's documents. */
    private String target(FieldModel field) {
        String target = field.reference().target();
        for (ReportedDocument document : database) {
            DocumentModel model = document.model();
            if (model.qualifiedName().equals(target)
                    || model.subtypes().stream().anyMatch(s -> s.qualifiedName().equals(target))) {
                return id("c:" + model.collection() + ":" + model.qualifiedName(), model.collection());
            }
        }
        String name = target == null ? "unknown target" : TypeModel.simpleNameOf(target);
        String elsewhere = References.namespaceOf(target, all);
        String key = "x:" + target;
        boolean added = !ids.containsKey(key);
        String id = id(key, name);
        if (added) {
            extraNodes.add(node(
                    id,
                    elsewhere != null ? elsewhere : name,
                    elsewhere != null ? "other database" : "not a document here",
                    List.of()));
        }
        return id;
    }

    private static String cardinality(Long max) {
        return max == null ? "*" : max == 1 ? "1" : "0.." + max;
    }

    /** A node id Mermaid takes (letters, digits, underscores), unique in the diagram. */
    private String id(String key, String name) {
        return ids.computeIfAbsent(key, k -> {
            String base = name.replaceAll("[^A-Za-z0-9_]", "_");
            if (base.isEmpty() || !Character.isLetter(base.charAt(0))) {
                base = "n_" + base;
            }
            String id = base;
            for (int n = 2; !taken.add(id); n++) {
                id = base + "_" + n;
            }
            return id;
        });
    }

    /** A label inside {@code ["..."]}: Mermaid's entity codes stand for what would end it. */
    private static String label(String text) {
        return text.replace("\"", "#quot;").replace("\n", " ");
    }

    /** A member or edge text: what Mermaid reads as syntax ({@code ~ ( ) { } < > : " $ *}) left out. */
    private static String text(String text) {
        return text.replaceAll("[~(){}<>:\"$*#;%\\[\\]\\n\\r]", "_");
    }
}
