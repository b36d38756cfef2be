package dev.schemaguard.processor.diagnostic;

import java.net.URI;

/**
 * Where javac shows a diagnostic: the source file, and the line and column (1-based, in UTF-16
 * code units, tabs not expanded) of the position javac marks. What the SARIF file records.
 */
public record SourceRegion(URI file, long line, long column) {}
