package dev.schemaguard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * WiredTiger storage options for the document's collection ({@code create} with
 * {@code storageEngine: {wiredTiger: {configString: ...}}}): the block compressor and, for
 * workloads that need them, other settings such as the page sizes. snappy, the server's default,
 * suits most collections; zstd compresses more for a little more CPU; zlib costs several times
 * the CPU of snappy and is best avoided.
 *
 * <pre>{@code
 * @Document(collection = "archived_orders")
 * @Storage(blockCompressor = Storage.Compressor.ZSTD, configString = "leaf_page_max=64KB")
 * public class ArchivedOrder { ... }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Storage {

    /** The compressor of the collection's data blocks; {@code DEFAULT} leaves the server's choice. */
    Compressor blockCompressor() default Compressor.DEFAULT;

    /** More WiredTiger settings, in its configuration syntax ({@code key=value,key=value}); empty means none. */
    String configString() default "";

    /** WiredTiger's {@code block_compressor}. */
    enum Compressor {
        DEFAULT,
        NONE,
        SNAPPY,
        ZLIB,
        ZSTD
    }
}
