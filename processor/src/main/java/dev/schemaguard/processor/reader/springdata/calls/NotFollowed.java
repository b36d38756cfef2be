package dev.schemaguard.processor.reader.springdata.calls;

/**
 * Why a query built in code is not known at build time: a part built where the reader does not follow it, or an API
 * use on which SDM throws when the query is built. Thrown while a query's expressions are evaluated, caught where the
 * unknown part begins.
 */
final class NotFollowed extends RuntimeException {

    private static final long serialVersionUID = 1L;

    NotFollowed(String reason) {
        super(reason, null, false, false);
    }

    String reason() {
        return getMessage();
    }
}
