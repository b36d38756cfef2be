package dev.schemaguard.processor.codegen;

/** A generated source file: the qualified name of its top-level type, and its text. */
public record SourceFile(String qualifiedName, String text) {}
