package corpus.gatoscode.collection;

import com.mongodb.client.model.Filters;

import corpus.gatoscode.models.User;

// mondaylunch/gatos-backend: core/src/main/java/club/mondaylunch/gatos/core/collection/UserCollection.java
// (updateDetailsForUser and updateUserWithProfileData left out: they take Gson's JsonObject, not on the class path;
// so is the override of delete(UUID), which also deletes the user's data through UserData.objects, a static field the
// models here leave out)
/**
 * "users" collection for {@link User}.
 */
public class UserCollection extends BaseCollection<User> {

    public UserCollection() {
        super("users", User.class);
    }

    /**
     * Gets a document.
     *
     * @param userId The ID of the user.
     * @return The POJO.
     */
    public User getUserByUserId(String userId) {
        return this.getCollection().find(Filters.eq(userId)).first();
    }

    /**
     * Gets a document.
     *
     * @param email The Auth ID of the user.
     * @return The POJO.
     */
    public User getUserByEmail(String email) {
        return this.getCollection().find(Filters.eq("email", email)).first();
    }

    public User getOrCreateUserByEmail(String email) {
        User user = this.getUserByEmail(email);
        if (user == null) {
            user = new User();
            user.setEmail(email);
            this.insert(user);
        }
        return user;
    }
}
