/*
 * Rule:     TooManyCollections
 * Severity: WARNING
 * Lesson:   every collection (and each of its indexes) is a file, a cache entry and a lock; 81 collections of one kind belong in one collection with a shop field.
 * Docs:     docs/rules/TooManyCollections.md
 *
 * One collection of orders per shop, 81 shops, in a database of their own (gallery_many) so that the
 * count is the one of this file alone. The limit is the default of -Aschemaguard.maxCollectionsPerDatabase, 80.
 * The warning is reported once, on the first document of the database in qualified-name order.
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Document;
import org.bson.types.ObjectId;

final class TooManyCollections {

    static final String DB = "gallery_many";

    @Document(collection = "orders_aachen", database = DB) static class AachenOrders { ObjectId id; ObjectId bookId; int quantity; } // TooManyCollections: 81 collections in gallery_many, more than 80
    @Document(collection = "orders_amsterdam", database = DB) static class AmsterdamOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_antwerp", database = DB) static class AntwerpOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_athens", database = DB) static class AthensOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_barcelona", database = DB) static class BarcelonaOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_basel", database = DB) static class BaselOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_belfast", database = DB) static class BelfastOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_bergen", database = DB) static class BergenOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_berlin", database = DB) static class BerlinOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_bern", database = DB) static class BernOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_bilbao", database = DB) static class BilbaoOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_bologna", database = DB) static class BolognaOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_bonn", database = DB) static class BonnOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_bordeaux", database = DB) static class BordeauxOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_bratislava", database = DB) static class BratislavaOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_bremen", database = DB) static class BremenOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_brighton", database = DB) static class BrightonOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_bristol", database = DB) static class BristolOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_brno", database = DB) static class BrnoOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_brussels", database = DB) static class BrusselsOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_bucharest", database = DB) static class BucharestOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_budapest", database = DB) static class BudapestOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_cadiz", database = DB) static class CadizOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_cambridge", database = DB) static class CambridgeOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_cardiff", database = DB) static class CardiffOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_cologne", database = DB) static class CologneOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_copenhagen", database = DB) static class CopenhagenOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_cork", database = DB) static class CorkOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_dijon", database = DB) static class DijonOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_dresden", database = DB) static class DresdenOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_dublin", database = DB) static class DublinOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_dundee", database = DB) static class DundeeOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_edinburgh", database = DB) static class EdinburghOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_florence", database = DB) static class FlorenceOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_frankfurt", database = DB) static class FrankfurtOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_galway", database = DB) static class GalwayOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_geneva", database = DB) static class GenevaOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_genoa", database = DB) static class GenoaOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_ghent", database = DB) static class GhentOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_glasgow", database = DB) static class GlasgowOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_gothenburg", database = DB) static class GothenburgOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_granada", database = DB) static class GranadaOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_graz", database = DB) static class GrazOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_hamburg", database = DB) static class HamburgOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_hanover", database = DB) static class HanoverOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_helsinki", database = DB) static class HelsinkiOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_innsbruck", database = DB) static class InnsbruckOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_kiel", database = DB) static class KielOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_krakow", database = DB) static class KrakowOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_lausanne", database = DB) static class LausanneOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_leeds", database = DB) static class LeedsOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_leipzig", database = DB) static class LeipzigOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_lille", database = DB) static class LilleOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_lisbon", database = DB) static class LisbonOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_ljubljana", database = DB) static class LjubljanaOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_london", database = DB) static class LondonOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_lyon", database = DB) static class LyonOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_madrid", database = DB) static class MadridOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_malmo", database = DB) static class MalmoOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_marseille", database = DB) static class MarseilleOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_milan", database = DB) static class MilanOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_munich", database = DB) static class MunichOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_nantes", database = DB) static class NantesOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_naples", database = DB) static class NaplesOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_nice", database = DB) static class NiceOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_oslo", database = DB) static class OsloOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_oxford", database = DB) static class OxfordOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_palermo", database = DB) static class PalermoOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_paris", database = DB) static class ParisOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_porto", database = DB) static class PortoOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_prague", database = DB) static class PragueOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_riga", database = DB) static class RigaOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_rome", database = DB) static class RomeOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_rotterdam", database = DB) static class RotterdamOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_salzburg", database = DB) static class SalzburgOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_seville", database = DB) static class SevilleOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_sofia", database = DB) static class SofiaOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_stockholm", database = DB) static class StockholmOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_tallinn", database = DB) static class TallinnOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_toulouse", database = DB) static class ToulouseOrders { ObjectId id; ObjectId bookId; int quantity; }
    @Document(collection = "orders_turin", database = DB) static class TurinOrders { ObjectId id; ObjectId bookId; int quantity; }
}
