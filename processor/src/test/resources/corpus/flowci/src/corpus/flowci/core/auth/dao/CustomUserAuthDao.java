// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/auth/dao/CustomUserAuthDao.java
package corpus.flowci.core.auth.dao;

public interface CustomUserAuthDao {

    void update(String id, String token);

    void update(String id, String token, String refreshToken);
}
