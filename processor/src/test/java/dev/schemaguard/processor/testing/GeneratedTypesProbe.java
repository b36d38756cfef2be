package dev.schemaguard.processor.testing;

import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;

/**
 * Which of some type names schemaguard generated in a compilation. compile-testing hands out no
 * generated file of a failed compilation, so a probe looks for them in the last round: types that
 * carry schemaguard's {@code @Generated}, not the user's classes of the same name.
 */
public final class GeneratedTypesProbe {

    private GeneratedTypesProbe() {}

    /**
     * @param options         processor options, without {@code -A}
     * @param candidates      the qualified names to look for
     * @param namesAndSources qualified name, source, qualified name, source…
     */
    public static Set<String> generated(List<String> options, List<String> candidates, String... namesAndSources) {
        List<JavaFileObject> files = new ArrayList<>();
        for (int i = 0; i < namesAndSources.length; i += 2) {
            files.add(JavaFileObjects.forSourceString(namesAndSources[i], namesAndSources[i + 1]));
        }
        Set<String> types = new TreeSet<>();
        EveryRoundProcessor probe = new EveryRoundProcessor() {
            @Override
            public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
                if (!roundEnv.processingOver()) {
                    return false;
                }
                for (String name : candidates) {
                    TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
                    if (type != null
                            && type.getAnnotationMirrors().stream()
                                    .anyMatch(a -> a.toString().contains("dev.schemaguard.processor"))) {
                        types.add(name);
                    }
                }
                return false;
            }
        };
        SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor(), probe)
                .withOptions(options.stream().map(o -> "-A" + o).toList())
                .compile(files);
        return types;
    }
}
