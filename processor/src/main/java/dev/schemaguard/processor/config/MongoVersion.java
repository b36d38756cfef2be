package dev.schemaguard.processor.config;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The oldest MongoDB server version the application must run on ({@code -Aschemaguard.mongodbVersion}).
 * Rules whose verdict changed across server versions follow it: what 5.0 accepts may be what 4.4
 * refuses.
 *
 * @param major the major version, such as 7
 * @param minor the minor version, such as 0
 */
public record MongoVersion(int major, int minor) implements Comparable<MongoVersion> {

    public static final MongoVersion DEFAULT = new MongoVersion(7, 0);

    /** {@code 7}, {@code 7.0}, {@code 6.0.14}: a patch release never changes what the server accepts. */
    private static final Pattern FORM = Pattern.compile("(\\d{1,3})(?:\\.(\\d{1,3}))?(?:\\.\\d{1,5})?");

    public static Optional<MongoVersion> parse(String text) {
        Matcher m = FORM.matcher(text.trim());
        if (!m.matches()) {
            return Optional.empty();
        }
        int major = Integer.parseInt(m.group(1));
        int minor = m.group(2) == null ? 0 : Integer.parseInt(m.group(2));
        return Optional.of(new MongoVersion(major, minor));
    }

    public boolean isAtLeast(int major, int minor) {
        return compareTo(new MongoVersion(major, minor)) >= 0;
    }

    public boolean isBefore(int major, int minor) {
        return !isAtLeast(major, minor);
    }

    @Override
    public int compareTo(MongoVersion o) {
        return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
    }

    @Override
    public String toString() {
        return major + "." + minor;
    }
}
