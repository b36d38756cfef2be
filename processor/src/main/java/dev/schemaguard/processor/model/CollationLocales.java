package dev.schemaguard.processor.model;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The collation locales MongoDB accepts, as data in one place. Source: the manual's page
 * "Collation Locales and Default Parameters" (reference/collation-locales-defaults, the same table
 * from 4.4 to 8.0), which matches the server's own list in
 * {@code src/mongo/db/query/collation/collator_factory_icu_locales_test.cpp} (109 locales), plus
 * the variants the page lists as {@code <locale>@collation=<variant>} and
 * {@code zh_Hant@collation=pinyin}, which that test also accepts.
 *
 * <p>The server accepts a locale only when ICU resolves it to exactly the string given
 * ({@code validateLocaleID} in {@code collator_factory_icu.cpp}), so {@code en-US}, {@code en_us},
 * {@code fi_FI} and {@code zh@collation=pinyin} (the default ordering of {@code zh}) are refused
 * with BadValue, as {@code jstests/core/query/collation/invalid_collation_locale.js} shows.
 */
public final class CollationLocales {

    /** Binary comparison: the same as no collation. */
    public static final String SIMPLE = "simple";

    private static final Set<String> SUPPORTED = Set.of(
            "af",
            "am",
            "ar",
            "ar@collation=compat",
            "as",
            "az",
            "az@collation=search",
            "be",
            "bg",
            "bn",
            "bn@collation=traditional",
            "bo",
            "bs",
            "bs@collation=search",
            "bs_Cyrl",
            "ca",
            "ca@collation=search",
            "chr",
            "cs",
            "cs@collation=search",
            "cy",
            "da",
            "da@collation=search",
            "de",
            "de@collation=eor",
            "de@collation=phonebook",
            "de@collation=search",
            "de_AT",
            "de_AT@collation=phonebook",
            "dsb",
            "dz",
            "ee",
            "el",
            "en",
            "en_US",
            "en_US_POSIX",
            "eo",
            "es",
            "es@collation=search",
            "es@collation=traditional",
            "et",
            "fa",
            "fa_AF",
            "fi",
            "fi@collation=search",
            "fi@collation=traditional",
            "fil",
            "fo",
            "fr",
            "fr_CA",
            "ga",
            "gl",
            "gl@collation=search",
            "gu",
            "ha",
            "haw",
            "he",
            "he@collation=search",
            "hi",
            "hr",
            "hr@collation=search",
            "hsb",
            "hu",
            "hy",
            "id",
            "ig",
            "is",
            "is@collation=search",
            "it",
            "ja",
            "ja@collation=unihan",
            "ka",
            "kk",
            "kl",
            "kl@collation=search",
            "km",
            "kn",
            "kn@collation=traditional",
            "ko",
            "ko@collation=search",
            "ko@collation=searchjl",
            "ko@collation=unihan",
            "kok",
            "ky",
            "lb",
            "lkt",
            "ln",
            "ln@collation=phonetic",
            "lo",
            "lt",
            "lv",
            "mk",
            "ml",
            "mn",
            "mr",
            "ms",
            "mt",
            "my",
            "nb",
            "nb@collation=search",
            "ne",
            "nl",
            "nn",
            "nn@collation=search",
            "om",
            "or",
            "pa",
            "pl",
            "ps",
            "pt",
            "ro",
            "ru",
            "se",
            "se@collation=search",
            "si",
            "si@collation=dictionary",
            "sk",
            "sk@collation=search",
            "sl",
            "smn",
            "smn@collation=search",
            "sq",
            "sr",
            "sr_Latn",
            "sr_Latn@collation=search",
            "sv",
            "sv@collation=search",
            "sw",
            "ta",
            "te",
            "th",
            "to",
            "tr",
            "tr@collation=search",
            "ug",
            "uk",
            "ur",
            "vi",
            "vi@collation=traditional",
            "wae",
            "yi",
            "yi@collation=search",
            "yo",
            "zh",
            "zh@collation=big5han",
            "zh@collation=gb2312han",
            "zh@collation=unihan",
            "zh@collation=zhuyin",
            "zh_Hant",
            "zh_Hant@collation=pinyin",
            "zu");

    private CollationLocales() {}

    public static boolean isSupported(String locale) {
        return SIMPLE.equals(locale) || SUPPORTED.contains(locale);
    }

    /**
     * The supported locale the user most likely meant: the same letters in another case or with
     * '-' for '_' ({@code en-us} → {@code en_US}), the locale without a region MongoDB does not
     * have ({@code en_GB} → {@code en}), else the closest by spelling.
     */
    public static Optional<String> closest(String locale) {
        String folded = fold(locale);
        for (String candidate : sorted()) {
            if (fold(candidate).equals(folded)) {
                return Optional.of(candidate);
            }
        }
        int variant = locale.indexOf('@');
        String base = variant >= 0 ? locale.substring(0, variant) : locale;
        int region = base.indexOf('_') >= 0 ? base.indexOf('_') : base.indexOf('-');
        if (region > 0 && isSupported(base.substring(0, region).toLowerCase(Locale.ROOT))) {
            return Optional.of(base.substring(0, region).toLowerCase(Locale.ROOT));
        }
        return ClosestName.among(locale, sorted());
    }

    private static List<String> sorted() {
        return SUPPORTED.stream().sorted().toList();
    }

    private static String fold(String locale) {
        return locale.replace('-', '_').toLowerCase(Locale.ROOT);
    }
}
