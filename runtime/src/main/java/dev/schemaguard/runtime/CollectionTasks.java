package dev.schemaguard.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs the work on each collection of a database with a bounded number of threads, so that a
 * startup waits for about one round trip per {@code concurrency} collections rather than one per
 * collection; the driver's connection pool gives each thread its connection. The threads belong
 * to the call: they are joined before it returns, and none is left behind, whatever happened.
 * The reports come back in the targets' order, whatever the order the answers arrived in.
 */
final class CollectionTasks {

    /** The work on one collection, reporting into a report of its own; it handles the server's errors itself. */
    interface Work {
        Report run(Target target);
    }

    private CollectionTasks() {
    }

    static List<Report> each(String database, List<Target> targets, int concurrency, boolean write, Work work) {
        List<Report> reports = new ArrayList<Report>();
        int threads = Math.min(concurrency, targets.size());
        if (threads <= 1) {
            for (Target target : targets) {
                reports.add(guarded(database, work, target, write));
            }
            return reports;
        }
        OwnThreads factory = new OwnThreads();
        ExecutorService pool = Executors.newFixedThreadPool(threads, factory);
        try {
            List<Future<Report>> futures = new ArrayList<Future<Report>>();
            for (final Target target : targets) {
                futures.add(pool.submit(() -> guarded(database, work, target, write)));
            }
            for (int i = 0; i < futures.size(); i++) {
                reports.add(result(database, futures.get(i), targets.get(i), write));
            }
            return reports;
        } finally {
            pool.shutdownNow();
            factory.joinAll();
        }
    }

    /** A failure that escaped the work (a bug, not a server's answer) fails its collection only. */
    private static Report guarded(String database, Work work, Target target, boolean write) {
        try {
            return work.run(target);
        } catch (RuntimeException e) {
            return failed(database, target, write, e.toString());
        }
    }

    /**
     * The report of one collection. An interrupt of the caller does not stop the server's work that
     * is under way, so the call still waits for it and reports what was done; the caller's interrupt
     * is kept for it.
     */
    private static Report result(String database, Future<Report> future, Target target, boolean write) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return future.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            return failed(database, target, write, String.valueOf(cause));
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static Report failed(String database, Target target, boolean write, String why) {
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
