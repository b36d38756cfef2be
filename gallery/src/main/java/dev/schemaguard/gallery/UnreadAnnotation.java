/*
 * Rule:     UnreadAnnotation
 * Severity: WARNING
 * Lesson:   the driver's codec reads its annotations on fields, getters, setters and @BsonCreator parameters only; a name given elsewhere is never stored.
 * Docs:     docs/rules/UnreadAnnotation.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Document;
import org.bson.codecs.pojo.annotations.BsonIgnore;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.types.ObjectId;

final class UnreadAnnotation {

    @Document(collection = "gallery_unread_wallets")
    public static class Wallet {
        private ObjectId id;
        private long balance;

        public ObjectId getId() {
            return id;
        }

        public long getBalance() {
            return balance;
        }

        @BsonProperty("credit") // UnreadAnnotation: addMoney(long) is no getter or setter, so nothing is stored as 'credit'
        public void addMoney(long amount) {
            balance += amount;
        }

        @BsonIgnore // no finding: nothing is stored from insertOrReplace() anyway
        public boolean insertOrReplace() {
            return true;
        }
    }
}
