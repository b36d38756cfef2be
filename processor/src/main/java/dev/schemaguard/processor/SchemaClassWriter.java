package dev.schemaguard.processor;

import dev.schemaguard.processor.codegen.SourceFile;
import dev.schemaguard.processor.diagnostic.DiagnosticPrinter;
import dev.schemaguard.processor.model.DocumentModel;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.annotation.processing.Filer;
import javax.lang.model.element.TypeElement;

/**
 * Writes the schema classes of one round. Rendering a class (building its JavaPoet specs and
 * emitting them, which JavaPoet does twice) reads the immutable model only, so it runs on worker
 * threads, in document order, while javac's thread writes through the Filer the classes rendered
 * before: the Filer and javac's model are not thread-safe, and the Filer's checks of every new
 * file cost about as much as rendering it (benchmarks/README.md). With one CPU, or when no
 * thread can be started, each class is rendered where it is written, as before.
 *
 * <p>Files are written in the order the documents were submitted, whatever order the renders
 * finish in, and no worker outlives {@link #finish()}.
 */
final class SchemaClassWriter {

    /** Renders at once at most: beyond a few, javac's single thread writing them is the bottleneck. */
    private static final int MAX_WORKERS = 3;
    private static final AtomicInteger THREADS = new AtomicInteger();

    /** Renders a document's schema class and the files that go with it. */
    @FunctionalInterface
    interface Renderer {
        List<SourceFile> render(DocumentModel model, TypeElement element);
    }

    /** Workers by default: one per processor but javac's own. */
    static int defaultWorkers() {
        return Math.min(MAX_WORKERS, Runtime.getRuntime().availableProcessors() - 1);
    }

    private record Pending(DocumentModel model, TypeElement element, String schemaClass, Future<List<SourceFile>> files) {
    }

    private final Renderer renderer;
    private final Filer filer;
    private final DiagnosticPrinter printer;
    private final int workers;
    private ExecutorService pool;
    /** The pool's threads; the pool may start one from a worker that ended, so guarded. */
    private final List<Thread> threads = java.util.Collections.synchronizedList(new ArrayList<>());
    private final List<Pending> pending = new ArrayList<>();

    /** @param workers threads that render at once; 0 renders each class where it is written */
    SchemaClassWriter(Renderer renderer, Filer filer, DiagnosticPrinter printer, int workers) {
        this.renderer = renderer;
        this.filer = filer;
        this.printer = printer;
        this.workers = workers;
    }

    /** Starts rendering the schema class of a clean document; it is written by {@link #finish()}. */
    void submit(DocumentModel model, TypeElement element, String schemaClass) {
        FutureTask<List<SourceFile>> render = new FutureTask<>(() -> renderer.render(model, element));
        ExecutorService workerPool = pool();
        if (workerPool == null) {
            render.run();
        } else {
            try {
                workerPool.execute(render);
            } catch (RuntimeException | OutOfMemoryError noThread) {
                // a thread could not be started (a restricted build, or no native memory): render here
                render.run();
            }
        }
        pending.add(new Pending(model, element, schemaClass, render));
    }

    /** Writes every class submitted since the last call, in order, and stops the workers. */
    void finish() {
        try {
            for (Pending p : pending) {
                write(p);
            }
        } finally {
            pending.clear();
            if (pool != null) {
                pool.shutdownNow();
                awaitWorkers();
                pool = null;
            }
        }
    }

    private void write(Pending p) {
        List<SourceFile> files;
        try {
            files = p.files().get();
        } catch (ExecutionException e) {
            printer.internalError(p.element(), "while generating the schema class of", e.getCause());
            return;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            printer.internalError(p.element(), "while generating the schema class of", e);
            return;
        } catch (CancellationException e) {
            printer.internalError(p.element(), "while generating the schema class of", e);
            return;
        }
        try {
            for (SourceFile file : files) {
                try (Writer writer = filer.createSourceFile(file.qualifiedName(), p.element()).openWriter()) {
                    writer.write(file.text());
                }
            }
        } catch (IOException e) {
            printer.error(p.element(), "could not write " + p.schemaClass() + ": " + e.getMessage());
        } catch (RuntimeException e) {
            printer.internalError(p.element(), "while writing the schema class of", e);
        }
    }

    private ExecutorService pool() {
        if (workers <= 0) {
            return null;
        }
        if (pool == null) {
            try {
                pool = Executors.newFixedThreadPool(workers, this::daemonThread);
            } catch (RuntimeException e) {
                return null;
            }
        }
        return pool;
    }

    private Thread daemonThread(Runnable task) {
        Thread thread = new Thread(task, "schemaguard-render-" + THREADS.incrementAndGet());
        // never keep javac's JVM alive, whatever happens to the round
        thread.setDaemon(true);
        threads.add(thread);
        return thread;
    }

    /**
     * Renders not waited for (a failure in between) were dropped by shutdownNow; the running ones end
     * soon after. Joined, not only terminated: no thread of the processor outlives its round.
     */
    private void awaitWorkers() {
        try {
            if (pool.awaitTermination(1, TimeUnit.MINUTES)) {
                for (Thread thread : List.copyOf(threads)) {
                    thread.join(TimeUnit.SECONDS.toMillis(10));
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            threads.clear();
        }
    }
}
