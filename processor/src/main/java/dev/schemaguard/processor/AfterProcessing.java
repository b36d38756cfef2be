package dev.schemaguard.processor;

import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import javax.annotation.processing.ProcessingEnvironment;

/**
 * Runs work once annotation processing is over and javac has entered the compilation for the last time, before its
 * own attribution begins: the moment javac announces with the end of {@link TaskEvent.Kind#ANNOTATION_PROCESSING}
 * ({@code JavacProcessingEnvironment.doProcessing} fires it after {@code enterTrees} of the final compiler).
 *
 * <p>Why not in the last round: reading query code attributes the classes that hold it, and javac throws away what
 * the rounds attributed and attributes the re-entered trees again. That re-enter does not undo everything {@code Attr}
 * wrote into the trees: an implicitly typed lambda parameter, or a {@code var}, keeps the type tree attribution gave it
 * ({@code Attr.setSyntheticVariableType}; the processing environment's tree cleaner resets symbols, not that tree), and
 * when that type is a captured wildcard javac's second attribution fails with "cannot find symbol" on valid code.
 * Attributed once the compilation is entered for good, a class is attributed once: {@code Attr.attribClass} skips a
 * class that is no longer {@code UNATTRIBUTED} when javac's own pass reaches it.
 *
 * <p>When processing stops the compilation (an error in a round, {@code -proc:only}), javac clears its to-do list
 * and attributes nothing: what runs here is then the only attribution, and findings are still reported.
 */
final class AfterProcessing implements TaskListener {

    private final JavacTask task;
    private final Runnable work;
    private boolean ran;

    private AfterProcessing(JavacTask task, Runnable work) {
        this.task = task;
        this.work = work;
    }

    /**
     * Runs the work when javac ends annotation processing; false when the compiler is not javac (Eclipse's, or an
     * environment another tool wraps), and the caller runs it now.
     */
    static boolean schedule(ProcessingEnvironment env, Runnable work) {
        JavacTask task;
        try {
            task = JavacTask.instance(env);
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
        task.addTaskListener(new AfterProcessing(task, work));
        return true;
    }

    @Override
    public void started(TaskEvent e) {}

    @Override
    public void finished(TaskEvent e) {
        if (ran || e.getKind() != TaskEvent.Kind.ANNOTATION_PROCESSING) {
            return;
        }
        ran = true;
        // javac keeps classes found on the source path under -implicit:none while any listener is registered
        task.removeTaskListener(this);
        work.run();
    }
}
