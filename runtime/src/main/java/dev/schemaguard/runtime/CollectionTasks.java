package dev.schemaguard.runtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Runs the work on each collection of a database with a bounded number of threads, so that a
 * startup waits for about one round trip per {@code concurrency} collections rather than one per
 * collection; the driver's connection pool gives each thread its connection. Before that, the
 * database's own read ({@code listCollections}, {@link #first}) runs on a thread of its own, and a read
 * of the first collections ({@link #ahead}) at the same time, so that the first of those round trips
 * overlaps it. The threads belong to the call: they are joined when it closes this, and none is left
 * behind, whatever happened. The reports come back in the targets' order, whatever the order the
 * answers arrived in.
 */
final class CollectionTasks implements AutoCloseable {

    /** The work on one collection, reporting into a report of its own; it handles the server's errors itself. */
    interface Work {
        Report run(Target target);
    }

    private final String database;
    private final boolean write;
    private final int concurrency;
    private final OwnThreads factory = new OwnThreads();
    /** {@code null} at concurrency 1: the collections are then worked on one after the other, in the calling thread. */
    private final ExecutorService pool;
    /** The read started by {@link #first}, or {@code null}. */
    private Future<?> firstRead;
    /** The reads started by {@link #ahead}, by collection. */
    private final Map<String, Future<?>> readAhead = new HashMap<String, Future<?>>();

    /**
     * Threads for the {@code collections} of {@code database}, {@code concurrency} at most (one more
     * than the collections, for {@link #first}, when they are fewer); none at 1.
     */
    CollectionTasks(String database, int concurrency, int collections, boolean write) {
        this.database = database;
        this.write = write;
        this.concurrency = concurrency;
        pool = concurrency > 1 && collections > 0
                ? Executors.newFixedThreadPool(Math.min(concurrency, collections + 1), factory)
                : null;
    }

    /**
     * Starts the database's own read, before {@link #ahead}: its thread starts first, so that its
     * command most likely reaches the driver's connection pool before the reads ahead, which would
     * otherwise take the idle connection or the first place in the queue of those being opened (the
     * pool opens two at a time by default). A head start, not a guarantee: losing it costs time, never
     * a result. At concurrency 1 the read runs in the calling thread, and is done when this returns.
     */
    <T> Future<T> first(Callable<T> read) {
        if (pool != null) {
            Future<T> future = pool.submit(read);
            firstRead = future;
            return future;
        }
        FutureTask<T> task = new FutureTask<T>(read);
        task.run();
        return task;
    }

    /**
     * The value of {@link #first}'s read, waited for through interrupts (kept for the thread): the
     * server's work under way is waited for, as for each collection; its failure is thrown as it was.
     */
    static <T> T value(Future<T> read) {
        try {
            return outcome(read);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            throw new IllegalStateException(cause);
        }
    }

    /**
     * Starts {@code read} of the first {@code concurrency - 1} targets at once, and returns the reads
     * by collection: one of the {@code concurrency} is left to {@link #first}, so that no more than
     * {@code concurrency} commands are in flight. At concurrency 1 it starts none, and the first read
     * is the only one. The reads were submitted before any work of {@link #each}, so a work that waits
     * for one never waits for a read that has no thread.
     */
    <T> Map<String, Future<T>> ahead(List<Target> targets, Function<Target, T> read) {
        Map<String, Future<T>> reads = new HashMap<String, Future<T>>();
        if (pool == null) {
            return reads;
        }
        for (final Target target : targets.subList(0, Math.min(concurrency - 1, targets.size()))) {
            Future<T> future = pool.submit(() -> read.apply(target));
            reads.put(target.collection(), future);
            readAhead.put(target.collection(), future);
        }
        return reads;
    }

    /**
     * The value of a read started by {@link #ahead}, or {@code null} if it failed; waited for through
     * interrupts, which are kept for the thread.
     */
    static <T> T settled(Future<T> read) {
        try {
            return outcome(read);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Error) {
                throw (Error) e.getCause();
            }
            return null;
        }
    }

    /**
     * The reports of {@code work} on each target, in the targets' order. The collections whose read
     * was started ahead are worked on last, so that no thread waits for a read while a collection
     * with nothing under way waits for a thread.
     */
    List<Report> each(List<Target> targets, Work work) {
        List<Report> reports = new ArrayList<Report>();
        if (pool == null) {
            for (Target target : targets) {
                reports.add(guarded(work, target));
            }
            return reports;
        }
        List<Future<Report>> futures =
                new ArrayList<Future<Report>>(Collections.<Future<Report>>nCopies(targets.size(), null));
        for (boolean readAlready : new boolean[] {false, true}) {
            for (int i = 0; i < targets.size(); i++) {
                final Target target = targets.get(i);
                if (readAhead.containsKey(target.collection()) == readAlready) {
                    futures.set(i, pool.submit(() -> guarded(work, target)));
                }
            }
        }
        for (int i = 0; i < futures.size(); i++) {
            reports.add(result(futures.get(i), targets.get(i)));
        }
        return reports;
    }

    /**
     * Waits for the reads started by {@link #first} and {@link #ahead} (the caller may not have used
     * them: the first read failed), then stops the threads and waits for each to end. A collection's work that has not started
     * by now (an {@link Error} left {@link #each}) never starts.
     */
    @Override
    public void close() {
        if (pool == null) {
            return;
        }
        try {
            if (firstRead != null) {
                settled(firstRead);
            }
            for (Future<?> read : readAhead.values()) {
                settled(read);
            }
        } finally {
            pool.shutdownNow();
            factory.joinAll();
        }
    }

    /**
     * A failure that escaped the work (a bug, not a server's answer) fails its collection only; so
     * does a linkage error, where the driver on the class path lacks an API the runtime calls.
     */
    private Report guarded(Work work, Target target) {
        try {
            return work.run(target);
        } catch (RuntimeException e) {
            return failed(target, e.toString());
        } catch (LinkageError e) {
            return failed(target, "the driver on the class path lacks " + DriverFeature.describe(e));
        }
    }

    /**
     * The report of one collection. An interrupt of the caller does not stop the server's work that
     * is under way, so the call still waits for it and reports what was done; the caller's interrupt
     * is kept for it.
     */
    private Report result(Future<Report> future, Target target) {
        try {
            return outcome(future);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            return failed(target, String.valueOf(cause));
        }
    }

    /** Waits for {@code future} through interrupts: the thread's interrupt is kept for it. */
    private static <T> T outcome(Future<T> future) throws ExecutionException {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return future.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private Report failed(Target target, String why) {
        Report report = new Report(write);
        report.failures.add(database + "." + target.collection() + ": " + why);
        return report;
    }

    /** Daemon threads named after the bootstrap, kept so that the call can wait for each to end. */
    private static final class OwnThreads implements ThreadFactory {
        private static final AtomicInteger RUNS = new AtomicInteger();
        private final int run = RUNS.incrementAndGet();
        private final List<Thread> threads = new ArrayList<Thread>();

        @Override
        public synchronized Thread newThread(Runnable task) {
            Thread thread = new Thread(task, "schemaguard-bootstrap-" + run + "-" + (threads.size() + 1));
            thread.setDaemon(true);
            threads.add(thread);
            return thread;
        }

        void joinAll() {
            List<Thread> started;
            synchronized (this) {
                started = new ArrayList<Thread>(threads);
            }
            boolean interrupted = false;
            for (Thread thread : started) {
                while (thread.isAlive()) {
                    try {
                        thread.join();
                    } catch (InterruptedException e) {
                        // the caller's interrupt is kept for it, once every thread of the call has ended
                        interrupted = true;
                    }
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
