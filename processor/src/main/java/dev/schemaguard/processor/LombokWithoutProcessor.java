package dev.schemaguard.processor;

import dev.schemaguard.processor.diagnostic.DiagnosticPrinter;
import dev.schemaguard.processor.diagnostic.ProcessorMessage;
import dev.schemaguard.processor.diagnostic.SourcePosition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.JarURLConnection;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Lombok's annotations in the sources while Lombok's processor does not run: an error, once, on
 * the first of them, before any finding. A processor path (Maven's {@code annotationProcessorPaths},
 * Gradle's {@code annotationProcessor}) replaces javac's search of the class path for processors
 * (JavacProcessingEnvironment looks up the {@code Processor} services of the processor path alone
 * when there is one), so a project whose Lombok ran from the class path loses it the day schemaguard
 * is listed there, and every member Lombok would generate becomes a "cannot find symbol".
 *
 * <p>javac and Gradle load every processor of the path through one class loader, the one that
 * loaded schemaguard: Lombok runs when that loader has its service entry. Lombok's annotations
 * resolving on the class path while that entry is missing is the case. A build that names its
 * processors ({@code -processor}) with Lombok on the path but not among them is not told; nor is
 * Eclipse, whose Lombok is an agent rather than a processor.
 */
final class LombokWithoutProcessor {

    private static final String SERVICES = "META-INF/services/javax.annotation.processing.Processor";
    /** The one annotation of Lombok's that asks nothing of its processor: delombok writes it. */
    private static final String GENERATED = "lombok.Generated";

    private final ProcessingEnvironment env;
    private final ClassLoader processorPath;
    private boolean settled;

    LombokWithoutProcessor(ProcessingEnvironment env, ClassLoader processorPath) {
        this.env = env;
        this.processorPath = processorPath;
        // Eclipse's compiler runs Lombok as an agent, never from the processor path
        this.settled = env.getClass().getName().startsWith("org.eclipse.");
    }

    /** Prints the error on the round's first Lombok annotation, if Lombok's processor does not run; once. */
    void check(Set<? extends TypeElement> annotations, RoundEnvironment round, DiagnosticPrinter printer) {
        if (settled) {
            return;
        }
        Set<Element> annotated = new HashSet<>();
        for (TypeElement annotation : annotations) {
            if (isLombok(annotation)) {
                annotated.addAll(round.getElementsAnnotatedWith(annotation));
            }
        }
        if (annotated.isEmpty()) {
            return;
        }
        settled = true;
        if (lombokOnProcessorPath()) {
            return;
        }
        Element first = first(round, annotated);
        AnnotationMirror mirror = first.getAnnotationMirrors().stream()
                .filter(m -> isLombok((TypeElement) m.getAnnotationType().asElement()))
                .findFirst()
                .orElse(null);
        // getElementsAnnotatedWith also gives what inherits an @Inherited annotation, which none of Lombok's is
        SourcePosition at = mirror == null ? SourcePosition.of(first) : SourcePosition.of(first, mirror);
        String name = mirror == null
                ? "lombok"
                : mirror.getAnnotationType().asElement().getSimpleName().toString();
        String version = classPathVersion();
        if (version == null) {
            printer.print(ProcessorMessage.LOMBOK_NOT_RUNNING_VERSION_UNKNOWN, at, name);
        } else {
            printer.print(ProcessorMessage.LOMBOK_NOT_RUNNING, at, name, version);
        }
    }

    private static boolean isLombok(TypeElement annotation) {
        String name = annotation.getQualifiedName().toString();
        return name.startsWith("lombok.") && !name.equals(GENERATED);
    }

    /** Whether the processor path declares one of Lombok's processors, as javac's service lookup reads it. */
    private boolean lombokOnProcessorPath() {
        if (processorPath == null) {
            return false;
        }
        try {
            Enumeration<URL> services = processorPath.getResources(SERVICES);
            while (services.hasMoreElements()) {
                URLConnection connection = services.nextElement().openConnection();
                // an uncached connection closes the jar with the stream; javac closes its loader after the build
                connection.setUseCaches(false);
                try (InputStream in = connection.getInputStream();
                        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                    for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                        if (line.strip().startsWith("lombok.")) {
                            return true;
                        }
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // unreadable: nothing is known, so nothing is said
            return true;
        }
        return false;
    }

    /**
     * The first annotated element in an order that does not depend on the order of the sources:
     * the top-level classes by name, each in declaration order.
     */
    private static Element first(RoundEnvironment round, Set<Element> annotated) {
        List<TypeElement> roots = round.getRootElements().stream()
                .filter(TypeElement.class::isInstance)
                .map(TypeElement.class::cast)
                .sorted(Comparator.comparing(t -> t.getQualifiedName().toString()))
                .toList();
        for (TypeElement root : roots) {
            ArrayDeque<Element> todo = new ArrayDeque<>();
            todo.push(root);
            while (!todo.isEmpty()) {
                Element e = todo.pop();
                if (annotated.contains(e)) {
                    return e;
                }
                List<Element> inside = new ArrayList<>();
                if (e instanceof ExecutableElement method) {
                    inside.addAll(method.getParameters());
                }
                inside.addAll(e.getEnclosedElements());
                for (int i = inside.size() - 1; i >= 0; i--) {
                    todo.push(inside.get(i));
                }
            }
        }
        // on a package or module: the same order, by name
        return annotated.stream().min(Comparator.comparing(Object::toString)).orElseThrow();
    }

    /** The Lombok-Version of the jar that holds Lombok's classes on the class path, or {@code null}. */
    private String classPathVersion() {
        try {
            FileObject lombok = env.getFiler().getResource(StandardLocation.CLASS_PATH, "lombok", "Lombok.class");
            URL url = lombok.toUri().toURL();
            if (!(url.openConnection() instanceof JarURLConnection jar)) {
                return null;
            }
            jar.setUseCaches(false);
            try (JarFile file = jar.getJarFile()) {
                Manifest manifest = file.getManifest();
                return manifest == null ? null : manifest.getMainAttributes().getValue("Lombok-Version");
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
