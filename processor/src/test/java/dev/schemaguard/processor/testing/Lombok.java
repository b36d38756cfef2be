package dev.schemaguard.processor.testing;

import java.util.List;
import javax.annotation.processing.Processor;

/** Lombok's processors for javac, as its jar's service file names them, for tests that run them beside schemaguard's. */
public final class Lombok {

    private Lombok() {}

    /**
     * Fresh instances, for one compilation each (a processor is initialized once): the one that
     * rewrites the trees, then the one that claims Lombok's annotations.
     */
    public static List<Processor> processors() {
        return List.of(processor("AnnotationProcessor"), processor("ClaimingProcessor"));
    }

    private static Processor processor(String name) {
        try {
            // Lombok hides its processors in a package-private class, out of its users' completion lists
            var constructor = Class.forName("lombok.launch.AnnotationProcessorHider$" + name)
                    .getDeclaredConstructor();
            constructor.setAccessible(true);
            return (Processor) constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("Lombok's processor " + name, e);
        }
    }
}
