package dev.schemaguard.processor.reader.springdata.calls;

/**
 * Why a query built in code is not known at build time: a part built where the reader does not follow it, or an API
 * use on which SDM throws when the query is built. Thrown while a query's expressions are evaluated, caught where the
 * unknown part begins.
 */
final class NotFollowed extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Whether SDM throws on the query, on every call: it is refused, not only unknown. */
    private final boolean thrownBySdm;

    NotFollowed(String reason) {
        this(reason, false);
    }

    private NotFollowed(String reason, boolean thrownBySdm) {
        super(reason, null, false, false);
        this.thrownBySdm = thrownBySdm;
    }

    /** An API use SDM throws on when it builds the query object, whatever the values: every call fails. */
    static NotFollowed thrownBySdm(String reason) {
        return new NotFollowed(reason, true);
    }

    boolean isThrownBySdm() {
        return thrownBySdm;
    }

    /** The same cause, said of a local variable whose value it leaves unknown. */
    NotFollowed of(String variable) {
        return new NotFollowed("'" + variable + "', " + reason(), thrownBySdm);
    }

    String reason() {
        return getMessage();
    }
}
