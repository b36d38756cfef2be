// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/oauth/MongoOAuth2AuthorizationRepository.java
package corpus.openframe.data.repository.oauth;

import corpus.openframe.data.document.oauth.MongoOAuth2Authorization;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.Optional;

@Repository
public interface MongoOAuth2AuthorizationRepository extends MongoRepository<MongoOAuth2Authorization, String> {
    Optional<MongoOAuth2Authorization> findByState(String state);

    Optional<MongoOAuth2Authorization> findByAuthorizationCodeValue(String code);

    Optional<MongoOAuth2Authorization> findByAccessTokenValue(String accessToken);

    Optional<MongoOAuth2Authorization> findByRefreshTokenValue(String refreshToken);
}
