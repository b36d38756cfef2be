package dev.schemaguard.processor.diagnostic;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The baseline file: the findings a team has accepted for now, one {@link FindingKey} a line
 * ({@code rule<TAB>document<TAB>path}), sorted, after a comment header; so it is the same bytes
 * for the same findings, and a change to it reads as a diff of whole findings.
 */
public final class Baseline {

    static final String HEADER = """
            # schemaguard baseline: findings that exist and are not reported, so that only new ones are.
            # One finding a line: rule<TAB>document<TAB>path (the field, class or annotation it is about).
            # Delete a line to see its finding again; write the file again with -Aschemaguard.writeBaseline=true.
            # Fixed rules are never listed: what they report would make MongoDB or the generated code fail.
            """;

    private final Set<FindingKey> entries;

    private Baseline(Set<FindingKey> entries) {
        this.entries = entries;
    }

    public Set<FindingKey> entries() {
        return entries;
    }

    /** A baseline that hides nothing, for a compilation that writes one. */
    static Baseline empty() {
        return new Baseline(new TreeSet<>());
    }

    /**
     * Reads a baseline file.
     *
     * @throws Unreadable with the message for the user
     */
    static Baseline read(Path file) throws Unreadable {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new Unreadable(ProcessorMessage.BASELINE_MISSING, file);
        } catch (CharacterCodingException e) {
            throw new Unreadable(ProcessorMessage.BASELINE_NOT_UTF8, file);
        } catch (IOException | RuntimeException e) {
            throw new Unreadable(ProcessorMessage.BASELINE_UNREADABLE, file, describe(e));
        }
        Set<FindingKey> entries = new TreeSet<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\t", -1);
            if (parts.length != 3 || parts[0].isBlank() || parts[1].isBlank()) {
                throw new Unreadable(ProcessorMessage.BASELINE_LINE_MALFORMED, i + 1, file, line.replace("\t", "\\t"));
            }
            entries.add(new FindingKey(parts[0].trim(), parts[1].trim(), parts[2].trim()));
        }
        return new Baseline(entries);
    }

    /** The file's text for these findings: the header, then one sorted line each. */
    static String format(Collection<FindingKey> findings) {
        StringBuilder out = new StringBuilder(HEADER);
        for (FindingKey key : new TreeSet<>(findings)) {
            out.append(key.line()).append('\n');
        }
        return out.toString();
    }

    /**
     * Writes the file whole or not at all: a build stopped halfway must not leave half a baseline
     * that would then report what it dropped. The file gets the permissions any file the build
     * writes gets (the umask's, such as 0644), or keeps those it has; not the owner-only 0600 of
     * {@code Files.createTempFile}, which would stay on a file the team commits and shares.
     */
    static void write(Path file, Collection<FindingKey> findings) throws Unreadable {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Path temp = newTemporary(file.toAbsolutePath());
            try {
                Files.writeString(temp, format(findings), StandardCharsets.UTF_8);
                if (Files.exists(file) && Files.getFileAttributeView(file, PosixFileAttributeView.class) != null) {
                    Files.setPosixFilePermissions(temp, Files.getPosixFilePermissions(file));
                }
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Files.deleteIfExists(temp);
            }
        } catch (IOException | RuntimeException e) {
            throw new Unreadable(ProcessorMessage.BASELINE_NOT_WRITTEN, file, describe(e));
        }
    }

    /**
     * A new empty file beside {@code file}, under a name no other build takes, created as any file
     * is: with the permissions the umask leaves.
     */
    private static Path newTemporary(Path file) throws IOException {
        while (true) {
            String random = Long.toUnsignedString(ThreadLocalRandom.current().nextLong());
            Path temp = file.resolveSibling(file.getFileName() + "." + random + ".tmp");
            try {
                return Files.createFile(temp);
            } catch (FileAlreadyExistsException e) {
                // another build's, or an earlier one left behind: another name
            }
        }
    }

    private static String describe(Exception e) {
        String message = e.getMessage();
        return e.getClass().getSimpleName() + (message == null ? "" : " (" + message + ")");
    }

    /** The baseline file cannot be read or written; the message says which, why, and what to do. */
    static final class Unreadable extends Exception {
        private final ProcessorMessage problem;
        private final transient Object[] args;

        Unreadable(ProcessorMessage problem, Object... args) {
            super(problem.format(args));
            this.problem = problem;
            this.args = args;
        }

        ProcessorMessage problem() {
            return problem;
        }

        Object[] args() {
            return args.clone();
        }
    }
}
