package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.DatabaseSource;
import java.util.Map;

/**
 * What a document annotation says about the collection, in any vocabulary.
 *
 * @param origin              where findings about the document go
 * @param memberOrigins       where each member given explicitly is written
 * @param typeKey             the key the framework writes the class name under ({@code _class}), or {@code null}
 * @param collectionAtRunTime whether the collection name is an expression evaluated by the application
 */
public record DocumentHeader(
        String collection,
        String database,
        DatabaseSource databaseSource,
        CollationSpec collation,
        SourcePosition origin,
        Map<String, SourcePosition> memberOrigins,
        String typeKey,
        boolean collectionAtRunTime) {}
