package dev.schemaguard.processor.reader.springdata;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;

/**
 * Where SDM's MongoPersistentEntityIndexResolver stops following embedded entities (its CycleGuard and
 * CycleGuard.Path, SDM 5.1): not at a type already on the path, but at a property already on it. A path is
 * the properties walked through from the document; appending one that is on it already makes a cyclic path.
 * Protecting a property on a cyclic path fails when the guard saw that property before (by its owner's short
 * class name and its field name), and the failure ({@link Cycle}) unwinds to the walk of the property above,
 * which drops what the aborted entity resolved. The index walk starts a guard for each of the document's own
 * properties, the text index walk one for the whole document. So a self-embedding type's indexes are resolved
 * once more below itself ({@code retries.name} under {@code List<TestItem> retries} of a TestItem) before it stops.
 */
final class SpringDataCycleGuard {

    /** Protecting a property that repeats on the path failed: SDM's CyclicPropertyReferenceException. */
    static final class Cycle extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Cycle() {
            super(null, null, false, false);
        }
    }

    /** The properties walked through, and whether the last one appended was already on it. */
    record Path(List<Element> elements, boolean cycle) {

        static final Path EMPTY = new Path(List.of(), false);

        /** A safety bound: the guard ends every walk long before, as a path cannot grow without repeating. */
        private static final int LONGEST = 128;

        Path append(Element property) {
            List<Element> out = new ArrayList<>(elements.size() + 1);
            out.addAll(elements);
            out.add(property);
            return new Path(List.copyOf(out), elements.contains(property));
        }

        boolean isEmpty() {
            return elements.isEmpty();
        }

        boolean tooLong() {
            return elements.size() > LONGEST;
        }
    }

    private final Set<String> seen = new HashSet<>();

    /**
     * CycleGuard.protect: records the property of {@code owner} stored as {@code fieldName}, and fails when the
     * path is cyclic and the property was recorded before.
     */
    void protect(TypeElement owner, String fieldName, Path path) {
        if (!seen.add(shortName(owner) + fieldName) && path.cycle()) {
            throw new Cycle();
        }
    }

    /** Spring's ClassUtils.getShortName: the class name without its package, nested classes after a dot. */
    private static String shortName(TypeElement type) {
        String qualified = type.getQualifiedName().toString();
        Element e = type;
        while (e != null && !(e instanceof PackageElement)) {
            e = e.getEnclosingElement();
        }
        String pkg = e instanceof PackageElement p ? p.getQualifiedName().toString() : "";
        return pkg.isEmpty() ? qualified : qualified.substring(pkg.length() + 1);
    }
}
